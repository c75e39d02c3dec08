"""The HTTP edge: Litestar app, v1 routes, DTOs, auth, problem details, SSE."""
