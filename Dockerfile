# Tabletop API image.
#   docker build -t tabletop:dev .
#   docker run --rm -p 8000:8000 -e DATABASE_URL=postgresql://... tabletop:dev          # serve
#   docker run --rm -e DATABASE_URL=postgresql://... tabletop:dev migrate              # migrate
# Runs as UID 10001 and writes only to /tmp, so it works with readOnlyRootFilesystem.

# --- build: a virtualenv with the locked dependencies and the package, byte-compiled -------
FROM python:3.11-slim-bookworm AS build

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1

RUN python -m venv /opt/venv
WORKDIR /src

# The locked runtime dependencies first, in a layer of their own that is rebuilt only when the
# lock changes. uv installs them at the version requirements-dev.lock pins for it, checking
# every hash in requirements.lock (`make lock` writes both files).
COPY requirements.lock requirements-dev.lock ./
RUN pip install "uv==$(sed -n 's/^uv==\([^ ]*\).*/\1/p' requirements-dev.lock)" \
 && uv pip sync --require-hashes --python /opt/venv/bin/python requirements.lock

# Then the application, installed as a package (not editable, no source tree at run time): the
# migrations ship inside it (migrations/, packaged as service.migrations by setup.py).
# The build backend is the locked setuptools. tests/platform/test_packaging.py builds the wheel
# from exactly what these COPY steps copy.
COPY pyproject.toml setup.py README.md ./
COPY service ./service
COPY migrations ./migrations
RUN uv pip install --no-deps --build-constraints requirements-dev.lock --python /opt/venv/bin/python . \
 && python -m compileall -q --invalidation-mode unchecked-hash /opt/venv

# --- runtime: slim base, the venv and the app, a non-root user --------------------------------
FROM python:3.11-slim-bookworm AS runtime

RUN groupadd --system --gid 10001 tabletop \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin tabletop

# Owned by root and not writable by the app user: code and dependencies are immutable.
COPY --from=build /opt/venv /opt/venv

ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    HOME=/tmp \
    TMPDIR=/tmp \
    TABLETOP_HOST=0.0.0.0 \
    TABLETOP_PORT=8000 \
    TABLETOP_WORKERS=1 \
    TABLETOP_LOG_FORMAT=json

# A root-owned, read-only working directory: `python -m` puts it first on sys.path.
WORKDIR /
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
