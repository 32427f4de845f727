"""What every layer shares and nothing of ours is imported by: errors (`errors`), the home folder and
settings (`config`), JSON Lines traces (`trace`) and JSON pointers (`pointer`)."""
