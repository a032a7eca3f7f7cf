"""The classic deck (LOCAL-RULES.md): the local rules most Japanese tables play, ids ``classic.*``."""
