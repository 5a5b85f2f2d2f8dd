"""Dig Mars (shared/seeds/003): the engine is game.rules.digmars.engine.DigMarsEngine."""
