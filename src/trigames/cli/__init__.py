"""The `trigames` command line."""
