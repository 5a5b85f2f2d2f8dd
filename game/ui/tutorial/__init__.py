"""The coach of the guided first games at the table: coach.py (which step, what the person
may take), guide.py (cards, bubble, pointer, free play), bubble.py (drawing and placing the
bubble), cards.py (welcome and handover), opening.py (building the table at the step
reached). The scripts themselves are game/tutorials.
"""
