"""Card names as players shorten them: English ("Lab Man", "Persecutor", a planeswalker's first
name beside "ultimate") and Japanese (a name's last word after its の: 「迫害者」)."""
