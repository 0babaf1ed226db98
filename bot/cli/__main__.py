"""`python -m bot.cli`: the command line, as the `judgebot` script runs it."""

from bot.cli import command_line

command_line()
