"""The five base rules of the rulebook, always in force."""
