"""The trigames version, in a module of its own so the core can name it in records."""

__version__ = "0.1.0"
