"""generators."""
