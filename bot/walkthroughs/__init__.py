"""Scenarios and their walkthroughs, without a database.

- `scenarios`: the scenarios /subgame and /loss build from a few options.
- `scenario_service`: presets, scenario files and uploads, run through the engine.
- `model`: a simulation result as a walkthrough to present (the skins' one model).
- `labels`: the words of a walkthrough's state, in both languages.
- `step_scene` and `step_picture`: what a step's picture shows, and the PNG (font in `fonts/`).
"""
