"""romsmith's agent pipeline: the graph, the model layer, prompts, traces, the claim guard, the CLI.

Kept import-light on purpose: `romsmith --help` must not pay for litellm, chromadb or docker.
"""

__version__ = "0.1.0"
