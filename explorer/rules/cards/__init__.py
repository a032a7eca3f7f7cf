"""The 25 rule cards of the rulebook, one module each (``cNN_<id>.py``)."""
