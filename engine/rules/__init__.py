"""The rules themselves: state-based actions, the loss gate, subgames, spells, triggers."""
