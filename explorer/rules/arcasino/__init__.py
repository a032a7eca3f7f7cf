"""The Arcasino deck (LOCAL-RULES.md, seed 004): the casino cards of アルカジノ, ids ``arcasino.*``."""
