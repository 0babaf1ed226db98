"""What an English story says that leaves its own facts in doubt, whatever was read of them."""
