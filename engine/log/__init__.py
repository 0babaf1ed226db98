"""The step log: narration collected while rules act, steps, and shared snapshots."""
