"""Benchmarks run by ``make bench`` (``python -m bench``).

Each module here offers ``run() -> list[str]``: it measures and returns the lines to print.
"""
