"""Fault kinds and the harness behind benchmarks/bench_faults.py."""
