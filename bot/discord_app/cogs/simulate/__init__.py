"""/simulate, /subgame and /loss: the cog, the walkthrough view, its embed and picture, and the
walkthrough button rebuilt after a restart."""
