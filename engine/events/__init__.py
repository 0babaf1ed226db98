"""One handler per scenario event type, and the checks every handler makes."""
