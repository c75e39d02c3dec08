"""The package list, the one thing pyproject.toml cannot say: every package under `service/`
(found, so a new game's package needs no edit here), and the top-level `migrations/` shipped
inside it as `service.migrations`, so a wheel and the image migrate by themselves while plain
`alembic` works from a checkout (alembic.ini). Everything else is in pyproject.toml."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["service", "service.*"]), "service.migrations"],
    package_dir={"service.migrations": "migrations"},
)
