#!/usr/bin/env python3
"""A one-ply greedy player for the Externalities bot protocol (docs/bot-protocol.md).

For each decision it gives every legal move a score from what the move says and what its seat's view
shows (money, resources, waste, the cards on offer...), and plays the best, breaking ties at random.
It looks no further than the move itself: no search, no model of the rules. Standard library only.
"""
import json
import random
import sys

# ---- The Cost: docs/the-cost/moves.md and docs/the-cost/view.md ----------------------------------


def the_cost_score(move, view, seat):
    me = view["players"][seat]
    kind = move["type"]
    score = -3.0 if move.get("swap") else 0.0  # swapping a slot's action costs $3
    if kind == "MOVE":  # a die's delivery: what it pays me, less half of what it pays the others
        pays = move["payments"]
        return pays[seat] - 0.5 * (sum(pays) - pays[seat])
    if kind in ("MINE", "MILL"):
        country = view["countries"][move["country"]]
        score += 1 + 0.3 * move["hire"]  # every worker adds a pip to the die
        if not move["safe"]:  # a worker dies and the country moves towards closing
            score -= 1.5 + (3 if country["demandSpace"] <= 3 else 0)
        return score
    if kind == "BUILD_MINE":
        return score + 4 + 0.2 * move["hire"]
    if kind == "BUILD_MILL":
        return score + (3.5 if me["firstMineBuilt"] else 1.5) + 0.2 * move["hire"]
    if kind in ("BUILD_RAILS", "BUILD_PORT"):
        return score + 0.8
    if kind == "SUBSIDY":
        active = view["turn"]["country"]
        short = me["resources"].get(active, 0) < 4
        return score + (1.2 if move["take"] == "RESOURCES" and short else 1.0 if move["take"] == "MONEY" else 0.5)
    if kind == "CONVERT":  # resources pay for safe work; keep a few in each country with facilities
        mine = any(f["country"] == move["country"] for f in me["facilities"])
        return 0.5 if mine and me["resources"].get(move["country"], 0) < 4 and move["dollars"] == 1 else -1
    if kind == "INVEST":
        return 0.6 if view["round"] <= 2 and move["spaces"] == 1 and me["money"] > 3 else -0.5
    if kind == "CHOOSE_TURN_POSITION":
        return -move["position"]
    if kind == "SELECT_COUNTRY":  # where my facilities are, and where demand holds up
        country = view["countries"][move["country"]]
        mine = sum(1 for f in me["facilities"] if f["country"] == move["country"])
        return mine + country["demandSpace"] / 10
    return score  # END_TURN, DONE, PASS, corners, national rails and ports: no opinion


# ---- Industrial Waste: docs/industrial-waste/moves.md and docs/industrial-waste/view.md -----------

CARD_WORTH = {"order": 3, "growth": 3, "raw-materials": 2, "innovation": 1.5, "advisor": 1,
              "hiring-firing": 0.5, "waste-disposal": 1, "waste-removal": 1, "bribery": 1}


def card_type(card_id):
    return card_id.rsplit("-", 1)[0]


def industrial_waste_score(move, view, seat):
    me = next(s for s in view["seats"] if s["seat"] == seat)
    cash = me.get("cash", 0)
    kind = move["type"]
    if kind == "TAKE_LOAN":  # 10 M now, 10 points off at the end
        return -10
    if kind == "CHOOSE_COLUMN":
        cards = next(c["cards"] for c in view["layout"] if c["column"] == move["column"])
        worth = 0.0
        for card in cards:
            worth += CARD_WORTH.get(card["type"], 0)
            if card["type"] in ("waste-disposal", "waste-removal"):
                worth += me["waste"] / 4
        return worth
    if kind == "PLAY_CARD":
        kind_of = card_type(move["card"])
        worth = {"order": 5, "growth": 4, "raw-materials": 3, "innovation": 2 if cash >= 8 else -1,
                 "waste-disposal": 1 + me["waste"] / 3, "waste-removal": 1 + me["waste"] / 3,
                 "hiring-firing": 0.5 if move.get("direction") == "fire" else 0.2}.get(kind_of, 0.5)
        return worth + (0.5 if "advisor" in move else 0)
    if kind == "REPAY_LOAN":
        return 6 if cash >= 15 else -1
    if kind == "DISCARD_CARD":
        return -1
    if kind == "BID":  # a raw material is worth about 1 M; keep 3 M in hand
        lot = view["auction"]["lot"]
        return (1.2 * lot - move["amount"]) / 2 if move["amount"] <= cash - 3 else -5
    if kind == "USE_BRIBERY":
        return 3 if move["use"] else 0
    return 0  # KEEP_CARD, PASS


SCORERS = {"the-cost": the_cost_score, "industrial-waste": industrial_waste_score}


def main():
    rng = random.Random()
    score = None
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            rng.seed(message["seed"])
            score = SCORERS.get(message["game"])
            reply = {"type": "ready"}
        elif message["type"] == "decide":
            view, seat = message["view"], message["seat"]
            best, choices = None, []
            for entry in message["legalMoves"]:
                value = score(entry["move"], view, seat) if score else 0
                if best is None or value > best:
                    best, choices = value, [entry["index"]]
                elif value == best:
                    choices.append(entry["index"])
            reply = {"type": "move", "index": rng.choice(choices)}
        else:
            continue
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
