"""Card names as players shorten them: English ("Lab Man", "Persecutor", a planeswalker's first
name beside "ultimate", "the Angel" among the names "Angel" heads), Japanese (a name's last word
after its の: 「迫害者」; a legend's name after its 「、」: 「カーンの奥義」) and English names in
katakana, whole or shortened (ラボマン)."""
