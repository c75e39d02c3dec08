"""Games and seats (the write side outside the event log): who may act for which seat."""

from service.catalog.base import Catalog, GameFull, GameRecord, SeatRecord

__all__ = ["Catalog", "GameFull", "GameRecord", "SeatRecord"]
