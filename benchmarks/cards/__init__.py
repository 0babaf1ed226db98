"""Measurements over card data (not the speed benchmarks): `oracle_reach.py`."""
