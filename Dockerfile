# Tabletop API image.
#   docker build -t tabletop:dev .
#   docker run --rm -p 8000:8000 -e DATABASE_URL=postgresql://... tabletop:dev          # serve
#   docker run --rm -e DATABASE_URL=postgresql://... tabletop:dev migrate              # migrate
# Runs as UID 10001 and writes only to /tmp, so it works with readOnlyRootFilesystem.

# --- build: a virtualenv with the dependencies, plus the source tree, byte-compiled ---------
FROM python:3.11-slim-bookworm AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1

RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH

WORKDIR /src

# Dependencies first, read from pyproject.toml alone, so this layer is rebuilt only when the
# dependency list changes, not on every code change.
COPY pyproject.toml ./
RUN python -c "import tomllib; deps = tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']; open('/tmp/requirements.txt', 'w').write('\n'.join(deps) + '\n')" \
 && pip install -r /tmp/requirements.txt

# The application keeps its repository layout (service/ next to alembic.ini and migrations/):
# service.migrate finds alembic.ini in the parent folder of the package.
COPY service ./service
COPY alembic.ini ./
COPY migrations ./migrations

# Compile now: the root filesystem is read-only at run time, so Python could not cache .pyc.
RUN python -m compileall -q --invalidation-mode unchecked-hash /src /opt/venv

# --- runtime: slim base, the venv and the app, a non-root user --------------------------------
FROM python:3.11-slim-bookworm AS runtime

RUN groupadd --system --gid 10001 tabletop \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin tabletop

# Owned by root and not writable by the app user: code and dependencies are immutable.
COPY --from=build /opt/venv /opt/venv
COPY --from=build /src /app

ENV PATH=/opt/venv/bin:$PATH \
    PYTHONPATH=/app \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    HOME=/tmp \
    TMPDIR=/tmp \
    TABLETOP_HOST=0.0.0.0 \
    TABLETOP_PORT=8000 \
    TABLETOP_WORKERS=1 \
    TABLETOP_LOG_FORMAT=json

WORKDIR /app
USER 10001:10001
EXPOSE 8000

# uvicorn handles SIGTERM: stop accepting, finish in-flight requests, close SSE streams,
# release the scheduler's advisory locks, close the pool. Exec form, so python is PID 1 and
# receives the signal itself.
STOPSIGNAL SIGTERM

HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ.get('TABLETOP_PORT', '8000') + '/health/live', timeout=2)"]

# `docker run IMAGE` serves; `docker run IMAGE migrate` (or replay, export-openapi, ...) runs
# another CLI command. Kubernetes sets the full command explicitly.
ENTRYPOINT ["python", "-m", "service"]
CMD ["serve"]
