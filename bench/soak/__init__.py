"""A load, race, fault and scale-out suite on real processes (`make soak`); see `bench/soak/__main__.py`."""
