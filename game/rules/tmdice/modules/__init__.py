"""The modules plugged into the TM Dice engine (see ../__init__.py, "Modules").

base.py says what a module is; registry.py holds the modules registered, which the engine's
own rules call (`active`); catalog.py registers this edition's modules, in order, and is the
one place a new module is added. This file imports nothing, so the engine's low modules can
reach the registry without loading the modules that themselves use the engine.
"""
