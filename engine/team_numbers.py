"""Two-Headed Giant's numbers (810.4, 810.8d, 810.11), shared by the world builder and the rules."""

from __future__ import annotations

TEAM_LIFE = 30  # 810.4
TEAM_POISON_LIMIT = 15  # 810.8d
EXTRA_HEAD_LIFE = 15  # 810.11: per head beyond the second
EXTRA_HEAD_POISON = 5  # 810.11
