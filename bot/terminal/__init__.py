"""The text surface.

- `console`: the bot's commands typed in a terminal.
- `render_text`: rules, searches, cards and card lists as text.
- `render_walkthrough`: a walkthrough as text, step by step.
"""
