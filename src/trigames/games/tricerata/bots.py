"""stub"""
from trigames.agents import RandomAgent as GreedyAgent  # noqa
