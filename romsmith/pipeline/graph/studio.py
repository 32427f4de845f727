"""Entry point for LangGraph Studio / `langgraph dev` (see langgraph.json).

Studio supplies its own checkpointer; the nodes build their context (pack, trace, settings)
from the state when none is given. Start a run with an input like
{"session_id": "studio-1", "prompt": "a frog seeks the golden fly", "model": "offline/designer",
 "seed": 0, "out_dir": "out/studio-1", "toolchain": "docker", "pack": "puny", "use_memory": true}.
"""

from romsmith.pipeline.graph import build_graph

graph = build_graph()
