#!/usr/bin/env python3
"""A test bot: plays a random legal move and appends every line it receives to the file argv[1]."""
import json
import random
import sys

rng = random.Random(7)
with open(sys.argv[1], "a", encoding="utf-8") as record:
    for line in sys.stdin:
        record.write(line)
        record.flush()
        message = json.loads(line)
        if message["type"] == "hello":
            print(json.dumps({"type": "ready"}), flush=True)
        elif message["type"] == "decide":
            print(json.dumps({"type": "move", "index": rng.randrange(len(message["legalMoves"]))}), flush=True)
