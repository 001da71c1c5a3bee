"""Reading, setting and deleting at paths (``getpath``, ``setpath``, ``delpaths``), as jq 1.6's do.

``setpath`` looks the key up first, so its errors are the lookup's (``Cannot index number with
string "a"``).  ``delpaths`` sorts the paths, deletes what a shorter path covers once, and deletes
the keys at each level together: array indices (negative ones from the end) and slices, or object
fields; anything else is jq's "Cannot delete ..." error.
"""

from __future__ import annotations

from vshell.coreutils.jq.evaluate import JqError, Value, compare, index_value, slice_bounds, sort_key, type_name


def getpath(v: Value, path: list[Value]) -> Value:
    for key in path:
        if v is None:
            return None
        v = index_value(v, key)
    return v


def setpath(v: Value, path: list[Value] | tuple[Value, ...], new: Value) -> Value:
    if not path:
        return new
    key, rest = path[0], path[1:]
    inner = setpath(index_value(v, key), rest, new)
    if isinstance(key, str):
        if v is None:
            v = {}
        out = dict(v)
        out[key] = inner
        return out
    if isinstance(key, float | int) and not isinstance(key, bool):
        if v is None:
            v = []
        i = int(key)
        if i < 0:
            i += len(v)
            if i < 0:
                raise JqError("Out of bounds negative array index")
        out_l = list(v)
        if i >= len(out_l):
            out_l.extend([None] * (i - len(out_l) + 1))
        out_l[i] = inner
        return out_l
    if v is None:
        v = []
    if not isinstance(v, list):
        raise JqError(f"Cannot update field at object index of {type_name(v)}")
    a, b = slice_bounds(len(v), key.get("start"), key.get("end"))
    if not isinstance(inner, list):
        raise JqError("A slice of an array can only be assigned another array")
    return v[:a] + inner + v[b:]


def delpaths(v: Value, paths: Value) -> Value:
    if not isinstance(paths, list):
        raise JqError("Paths must be specified as an array")
    paths = sorted(paths, key=sort_key)
    for p in paths:
        if not isinstance(p, list):
            raise JqError(f"Path must be specified as array, not {type_name(p)}")
    if not paths:
        return v
    if not paths[0]:
        return None  # the empty path deletes everything
    return _delete_sorted(v, paths, 0)


def _delete_sorted(v: Value, paths: list[list[Value]], depth: int) -> Value:
    keys: list[Value] = []
    i = 0
    while i < len(paths):
        key = paths[i][depth]
        j = i
        while j < len(paths) and compare(paths[j][depth], key) == 0:
            j += 1
        if len(paths[i]) == depth + 1:
            # The whole key goes: longer paths under it need not be looked at.
            keys.append(key)
        else:
            sub = index_value(v, key)
            if sub is not None:
                v = setpath(v, [key], _delete_sorted(sub, paths[i:j], depth + 1))
        i = j
    return _delete_keys(v, keys)


def _delete_keys(v: Value, keys: list[Value]) -> Value:
    if v is None or not keys:
        return v
    if isinstance(v, list):
        n = len(v)
        gone: set[int] = set()
        for key in keys:
            if isinstance(key, float | int) and not isinstance(key, bool):
                gone.add(int(key) + n if key < 0 else int(key))
            elif isinstance(key, dict):
                if "start" not in key or "end" not in key:
                    raise JqError("Start and end indices of an array slice must be numbers")
                a, b = slice_bounds(n, key["start"], key["end"])
                gone.update(range(a, b))
            else:
                raise JqError(f"Cannot delete {type_name(key)} element of array")
        return [x for i, x in enumerate(v) if i not in gone]
    if isinstance(v, dict):
        out = dict(v)
        for key in keys:
            if not isinstance(key, str):
                raise JqError(f"Cannot delete {type_name(key)} field of object")
            out.pop(key, None)
        return out
    raise JqError(f"Cannot delete fields from {type_name(v)}")


__all__ = ["delpaths", "getpath", "setpath"]
