#!/usr/bin/python3
"""Round trips between the encodings, checked against a YAML reader that
is not libyaml (PyYAML).

Usage: roundtrip.py BINDIR WORKDIR

Records come from rongo-gen-corpus (every game, a fixed seed), written
as YAML by rongo-apply and loaded with PyYAML.  The mutator then puts
awkward values into tag values, tag names, player names and comments:
quotes, colons, commas, '#', braces, brackets, blanks at the ends, YAML
keywords, numbers, non-ASCII.  Each mutated record is written twice by
this script, as YAML (PyYAML's safe_dump) and as notation (a writer of
its own, from notation/records.md), and then:

 1. rongo-validate takes the record in one encoding exactly when it
    takes it in the other (one set of record rules);
 2. for a valid record, notation -> YAML -> notation through rongo-apply
    gives the same bytes, and both encodings give the same canonical
    record;
 3. PyYAML reads rongo's YAML of a valid record back with every tag
    value, tag name and player name the same string as was put in;
 4. python's json module reads every line of rongo's JSON Lines of the
    valid records as what PyYAML reads from the YAML, and rongo reads the
    JSON that json.dumps writes for them (ensure_ascii True and False)
    to the same canonical records.

A failure names the record and prints both encodings.  The last line is
"roundtrip: N passed, M failed".
"""
import json
import os
import random
import subprocess
import sys

import yaml

AWKWARD = [
    'say "hi"', "C:D", "a,b", "#x", "{x}", "[x]", " lead", "trail ",
    "No", "yes", "null", "~", "007", "0x1F", "1e3", "Ana Mar\u00eda",
    "\u65e5\u672c", "a\\b", "x: y", "- dash", "!tag", "&anchor", "*star",
    "%pct", "@at", "`tick", "'single'", "|pipe", ">gt", "?q", "a #b",
    "a  b", "", "=", "<<", "O'Brien", "x}", "Y", "off", "1:20",
    "2001-12-14", ".inf", "-1", "+1", "a\u00a0b", "caf\u00e9 au lait",
]
TAG_NAMES = ["Event", "Site", "No", "007", "y", "Null", "Round"]
# what only a comment can hold: line ends, and braces with them
COMMENTS = AWKWARD + ["two\nlines", "a}\nb", "{\n}", " x ", "\ttab", "x\n[y",
                      "x\n  [Game \"kanga\"]",
                      "#", "# x", "}"]


def run(bindir, args, data=None):
    p = subprocess.run([os.path.join(bindir, args[0])] + args[1:],
                       input=data, capture_output=True)
    return p.returncode, p.stdout, p.stderr


def q(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def notation(rec):
    """The record as notation, by this script's own writer."""
    out = []
    if "game" in rec:
        out.append('[Game "%s"]' % q(rec["game"]))
    if "players" in rec:
        out.append('[Players "%s"]' % q(", ".join(rec["players"])))
    for k, v in (rec.get("tags") or {}).items():
        out.append('[%s "%s"]' % (k, q(v)))
    if "setup" in rec:
        out.append('[Setup "%s"]' % q(rec["setup"]))
    comments = {}
    for c in rec.get("comments") or []:
        comments.setdefault(c["ply"], []).append(c["text"])
    lines = []
    cur = []                    # the line being written

    def put(word, cont=""):
        """Put a word; a '#' comment ends its line, and what follows goes
        on an indented line (cont) when it continues a turn."""
        cur.append(word)
        if word.startswith("#"):
            lines.append(" ".join(cur))
            cur.clear()
            if cont:
                cur.append(cont)

    def comment(t, cont=""):
        put("{%s}" % t if "}" not in t else "# %s" % t, cont)

    def end_line():
        if cur and cur != ["  "]:
            lines.append(" ".join(cur))
        cur.clear()

    ply = 0
    for t in comments.get(0, []):
        comment(t)
    end_line()
    if "turns" in rec:
        for turn in rec["turns"]:
            put("%s:" % turn["player"])
            for a in turn["actions"]:
                ply += 1
                put(a)
                for t in comments.get(ply, []):
                    comment(t, " ")
            end_line()
    else:
        for m in rec.get("moves") or []:
            ply += 1
            put(m)
            for t in comments.get(ply, []):
                comment(t)
        put(rec.get("result", "*"))
        end_line()
    text = "\n".join(out)
    if out:
        text += "\n\n"
    return text + "".join(line + "\n" for line in lines)


def mutate(rec, rnd):
    rec = dict(rec)
    kind = rnd.randrange(4)
    value = rnd.choice(AWKWARD)
    if kind == 0 or (kind == 1 and "players" not in rec):
        tags = dict(rec.get("tags") or {})
        tags[rnd.choice(TAG_NAMES)] = value
        rec["tags"] = tags
    elif kind == 1:
        old = rnd.choice(rec["players"])
        if value in rec["players"]:
            return rec
        rec["players"] = [value if p == old else p for p in rec["players"]]
        rec["turns"] = [dict(t, player=value if t["player"] == old
                             else t["player"]) for t in rec["turns"]]
    elif kind == 2:
        n = len(rec.get("moves") or []) + sum(
            len(t["actions"]) for t in rec.get("turns") or [])
        rec["comments"] = sorted((rec.get("comments") or []) + [
            {"ply": rnd.randrange(n + 1), "text": rnd.choice(COMMENTS)}],
            key=lambda c: c["ply"])
    else:
        tags = dict(rec.get("tags") or {})
        tags[rnd.choice(TAG_NAMES)] = value
        tags[rnd.choice(TAG_NAMES)] = rnd.choice(AWKWARD)
        rec["tags"] = tags
    return rec


def validity(bindir, work, ext, texts):
    """Per record: whether rongo-validate takes it, each record in a file
    of its own (one that reads as several records, or none, is not
    taken), all in one run."""
    os.makedirs(os.path.join(work, ext), exist_ok=True)
    paths = []
    for i, t in enumerate(texts):
        paths.append(os.path.join(work, ext, "%d.%s" % (i, ext)))
        with open(paths[-1], "w", encoding="utf-8") as f:
            f.write(t)
    _, out, _ = run(bindir, ["rongo-validate", "-v"] + paths)
    seen = {}
    for line in out.decode("utf-8", "replace").splitlines():
        path = line.split(": record ")[0]
        seen.setdefault(path, []).append(not line.endswith(", invalid"))
    return [seen.get(p) == [True] for p in paths]


def main():
    bindir, work = sys.argv[1], sys.argv[2]
    rnd = random.Random(20261126)
    base = []
    for game, size in (("dice", "80k"), ("kanga", "15k"), ("tang", "15k"),
                       ("hanga-roa", "15k"), ("hanga-tanga", "25k")):
        corpus = os.path.join(work, "corpus-%s" % game)
        subprocess.run([os.path.join(bindir, "rongo-gen-corpus"), "-g",
                        game, "-s", size, "--seed", "7", "-o", corpus],
                       check=True, capture_output=True)
        st, out, err = run(bindir, ["rongo-apply", "-f", "yaml", corpus])
        if st != 0:
            print("roundtrip: FAILED: the corpus of %s: %s" %
                  (game, err.decode()[:300]))
            print("roundtrip: 0 passed, 1 failed")
            return 1
        base += [d for d in yaml.safe_load_all(out) if d]
    # each record four times, mutated apart
    recs = [mutate(r, rnd) for r in base for _ in range(4)]
    vy = validity(bindir, work, "yaml", [
        yaml.safe_dump(r, allow_unicode=True, sort_keys=False,
                       width=1 << 20) for r in recs])
    vn = validity(bindir, work, "rec", [notation(r) for r in recs])
    passed = failed = 0

    def fail(i, what, *more):
        nonlocal failed
        failed += 1
        if failed <= 10:
            print("roundtrip: FAILED: record %d: %s" % (i + 1, what))
            print("  YAML: %r" % yaml.safe_dump(
                recs[i], allow_unicode=True, sort_keys=False)[:400])
            print("  notation: %r" % notation(recs[i])[:400])
            for m in more:
                print("  %r" % (m[:400],))

    ok = []
    for i, r in enumerate(recs):
        if vy[i] != vn[i]:
            fail(i, "valid in %s only" % ("YAML" if vy[i] else "notation"))
        elif vy[i]:
            ok.append(i)
        else:
            passed += 1
    valid = len(ok)
    # the valid ones, each step over all of them at once
    y = yaml.safe_dump_all([recs[i] for i in ok], allow_unicode=True,
                           sort_keys=False, width=1 << 20).encode()
    n = "\n".join(notation(recs[i]) for i in ok).encode()
    n1 = run(bindir, ["rongo-apply", "-f", "notation"], n)[1]
    n2 = run(bindir, ["rongo-apply", "-f", "notation"], y)[1]
    y2 = run(bindir, ["rongo-apply", "-f", "yaml"], n2)[1]
    n3 = run(bindir, ["rongo-apply", "-f", "notation"], y2)[1]
    # canonical notation opens every record with its Game tag
    split = lambda b: [x if k == 0 else b'[Game "' + x for k, x in
                       enumerate(b.split(b'\n\n[Game "'))] if b else []
    n1, n2, n3 = split(n1), split(n2), split(n3)
    ys = y2.split(b"\n---\n") if y2 else []
    if not (len(n1) == len(n2) == len(n3) == len(ys) == valid):
        print("roundtrip: FAILED: %d valid records came out as %d, %d, "
              "%d and %d" % (valid, len(n1), len(n2), len(n3), len(ys)))
        failed += 1
        ok = []
    for k, i in enumerate(ok):
        r = recs[i]
        if n1[k] != n2[k]:
            fail(i, "the encodings give different canonical records",
                 n1[k], n2[k])
            continue
        if n3[k] != n2[k]:
            fail(i, "notation -> YAML -> notation changed it", n2[k], ys[k],
                 n3[k])
            continue
        try:
            back = yaml.safe_load(ys[k])
        except yaml.YAMLError as e:
            fail(i, "PyYAML cannot read rongo's YAML", ys[k], str(e))
            continue
        got_tags = dict(back.get("tags") or {})
        got_tags.pop("Players", None)
        if got_tags != (r.get("tags") or {}) or \
                back.get("players", r.get("players")) != r.get("players"):
            fail(i, "PyYAML reads other strings back", ys[k])
            continue
        passed += 1
    # JSON Lines: rongo's, read by python; python's, read by rongo
    jl = run(bindir, ["rongo-apply", "-f", "json"], y2)[1].splitlines()
    if len(jl) != len(ys):
        print("roundtrip: FAILED: %d records came out as %d JSON lines" %
              (len(ys), len(jl)))
        failed += 1
    else:
        for k, i in enumerate(ok):
            try:
                same = json.loads(jl[k]) == yaml.safe_load(ys[k])
            except ValueError as e:
                fail(i, "python cannot read rongo's JSON", jl[k], str(e))
                continue
            if not same:
                fail(i, "python reads other values from JSON than from "
                     "YAML", jl[k], ys[k])
    for ascii in (True, False):
        js = "".join(json.dumps(recs[i], ensure_ascii=ascii) + "\n"
                     for i in ok).encode()
        nj = split(run(bindir, ["rongo-apply", "-f", "notation"], js)[1])
        if nj != n2:
            print("roundtrip: FAILED: json.dumps(ensure_ascii=%s) reads "
                  "as other records" % ascii)
            failed += 1
    # a record whose JSON line is written out as it is made (a movetext
    # of 64 KiB and more): a session of 40000 turns, with a comment on
    # every tenth holding characters JSON escapes
    lines = ['[Game "pig"]', '[Players "Ana Mar\u00eda, Bo"]', ""]
    for t in range(40000):
        c = (' {t\u00e9 "%d" \\ \t}' % t) if t % 10 == 0 else ""
        lines.append("%s: roll 1%s" % ("Bo" if t % 2 else "Ana Mar\u00eda",
                                       c))
    long_n = ("\n".join(lines) + "\n").encode()
    st1, long_y, e1 = run(bindir, ["rongo-apply", "-f", "yaml"], long_n)
    st2, long_j, e2 = run(bindir, ["rongo-apply", "-f", "json"], long_n)
    st3, back_n, e3 = run(bindir, ["rongo-apply", "-f", "notation"], long_j)
    st4, canon_n, e4 = run(bindir, ["rongo-apply", "-f", "notation"], long_n)
    if st1 or st2 or st3 or st4:
        print("roundtrip: FAILED: a long session: %r" %
              (e1 + e2 + e3 + e4)[:400])
        failed += 1
    elif len(long_j) < 200000 or long_j.count(b"\n") != 1:
        print("roundtrip: FAILED: a long session is not one JSON line "
              "past 200000 bytes (%d bytes)" % len(long_j))
        failed += 1
    # (PyYAML's loader in C when there is one: the one in python takes
    # 12 s over this record)
    elif json.loads(long_j) != yaml.load(long_y, Loader=getattr(
            yaml, "CSafeLoader", yaml.SafeLoader)):
        print("roundtrip: FAILED: a long session reads otherwise in "
              "JSON than in YAML")
        failed += 1
    elif back_n != canon_n:
        print("roundtrip: FAILED: a long session, notation -> JSON -> "
              "notation changed it")
        failed += 1
    else:
        passed += 1
    print("roundtrip: %d records, %d valid in both encodings" %
          (len(recs), valid), file=sys.stderr)
    print("roundtrip: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
