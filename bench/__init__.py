"""Benchmarks, each runnable with `python -m bench.NAME`."""
