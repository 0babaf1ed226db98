"""Preset scenarios as data, one module per wiki page."""
