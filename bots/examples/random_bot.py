#!/usr/bin/env python3
"""A random player for the Externalities bot protocol (docs/bot-protocol.md).

It reads one JSON object per line on stdin and answers one per line on stdout: "ready" to each
hello, and the index of a legal move drawn at random to each decision. Standard library only.
"""
import json
import random
import sys


def main():
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            rng.seed(message["seed"])  # same seed, same game: replays are exact
            reply = {"type": "ready"}
        elif message["type"] == "decide":
            reply = {"type": "move", "index": rng.randrange(len(message["legalMoves"]))}
        else:  # "outcome": the game is over, nothing to answer; a new hello may follow
            continue
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
