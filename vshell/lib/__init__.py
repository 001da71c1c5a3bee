"""Pure engines of bash builtins (printf, echo, test, quoting); no interpreter state."""
