"""The cockroach hunt (shared/seeds/004, published as Terra Formars)."""
