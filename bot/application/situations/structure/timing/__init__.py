"""When a story's facts hold: totals told in the past after the events they may precede."""
