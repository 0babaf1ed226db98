"""A story whose only unread words are one or two numbers no fact took, none of them qualifying
what was read (spared.py): played with each number in every role the engine models at its place
(roles.py), the verdict given only where each of those plays gives the same one, and saying so
(agreement.py); every other veto still speaks (vetoes.veto)."""
