"""jq 1.6's builtins that are written in jq (our own definitions of its documented behaviour).

Where jq 1.6's answer depends on how a builtin is built (an error message naming the function
it calls, the order of outputs, what a ``label`` inside it catches), the definition is built
the same way; the rest are native (``natives.py``).
"""

JQ_DEFS = r"""
def values: select(. != null);
def nulls: select(. == null);
def booleans: select(type == "boolean");
def numbers: select(type == "number");
def strings: select(type == "string");
def arrays: select(type == "array");
def objects: select(type == "object");
def iterables: select(type == "array" or type == "object");
def scalars: select(type != "array" and type != "object");
def map(f): [.[] | f];
def map_values(f): .[] |= f;
def select(f): if f then . else empty end;
def recurse(f): def r: ., (f | r); r;
def recurse(f; cond): def r: ., (f | select(cond) | r); r;
def recurse: recurse(.[]?);
def to_entries: [keys_unsorted[] as $k | {key: $k, value: .[$k]}];
def from_entries: map({(.key // .name // .Name // .Key): (if has("value") then .value else .Value end)}) | add + {} // {};
def with_entries(f): to_entries | map(f) | from_entries;
def paths: path(..) | select(length > 0);
def paths(node_filter): . as $dot | paths | select(. as $p | $dot | getpath($p) | node_filter);
def leaf_paths: paths(scalars);
def add: reduce .[] as $x (null; . + $x);
def any: reduce .[] as $x (false; . or $x);
def all: reduce .[] as $x (true; . and $x);
def any(f): reduce (.[] | f) as $x (false; . or $x);
def all(f): reduce (.[] | f) as $x (true; . and $x);
def isempty(g): first((g | false), true);
def any(g; cond): isempty(first(g | select(cond))) | not;
def all(g; cond): isempty(first(g | cond | select(. | not)));
def first(f): label $out | (f | ., break $out);
def first: .[0];
def last: .[-1];
def last(f): reduce f as $x (null; $x);
def nth($n): .[$n];
def nth($n; f): if $n < 0 then error("Out of bounds negative array index") else last(limit($n + 1; f)) end;
def until(cond; update): def _until: if cond then . else (update | _until) end; _until;
def while(cond; update): def _while: if cond then ., (update | _while) else empty end; _while;
def repeat(f): def _repeat: f | (., _repeat); _repeat;
def range($x): range(0; $x);
def in(xs): . as $x | xs | has($x);
def inside(xs): . as $x | xs | contains($x);
def combinations: if length == 0 then [] else .[0][] as $x | (.[1:] | combinations) as $w | [$x] + $w end;
def combinations(n): . as $dot | [range(n)] | map($dot) | combinations;
def walk(f): . as $in | if type == "object" then reduce keys_unsorted[] as $key ({}; . + {($key): ($in[$key] | walk(f))}) | f elif type == "array" then map(walk(f)) | f else f end;
def env: $ENV;
def finites: select(isinfinite or isnan | not);
def normals: select(isnormal);
def del(f): delpaths([path(f)]);
def to_array: if type == "array" then . else [.] end;
def join($x): reduce .[] as $i (null; (if . == null then "" else . + $x end) + ($i | if . == null then "" elif type == "string" then . else tojson end)) // "";
def flatten: flatten(1e9);
def flatten($d): if $d < 0 then error("flatten depth must not be negative") else reduce .[] as $i ([]; if $i | type == "array" and $d > 0 then . + ($i | flatten($d - 1)) else . + [$i] end) end;
def limit($n; f): if $n > 0 then label $out | foreach f as $item (0; . + 1; $item, if . >= $n then break $out else empty end) elif $n == 0 then empty else f end;
def index($i): indices($i) | .[0];
def rindex($i): indices($i) | .[-1:][0];
def unique_by(f): [group_by(f)[] | .[0]];
def splits($re): splits($re; null);
def splits($re; flags): split($re; flags) | .[];
def todate: strftime("%Y-%m-%dT%H:%M:%SZ");
def fromdate: fromdateiso8601;
def date: todate;
def dateadd(u; n): . + n;
def transpose: if . == [] then [] else . as $in | (map(length) | max) as $max | [range(0; $max) as $j | [range(0; $in | length) as $i | $in[$i][$j]]] end;
def IN(s): any(s == .; .);
def IN(src; s): any(src == s; .);
def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row | idx_expr | tostring] |= $row);
def INDEX(idx_expr): INDEX(.[]; idx_expr);
def JOIN($idx; idx_expr): [.[] | [., $idx[idx_expr]]];
def JOIN($idx; stream; idx_expr): stream | [., $idx[idx_expr]];
def JOIN($idx; stream; idx_expr; join_expr): stream | [., $idx[idx_expr]] | join_expr;
def test($re): test($re; null);
def match($re): match($re; null);
def capture($re): capture($re; null);
def scan($re): scan($re; null);
def sub($re; str): sub($re; str; "");
def gsub($re; str): sub($re; str; "g");
def gsub($re; str; flags): sub($re; str; flags + "g");
def tostream: path(def r: (.[]? | r), .; r) as $p | getpath($p) | reduce path(.[]?) as $q ([$p, .]; [$p + $q]);
def fromstream(f): {x: null, e: false} as $init | foreach f as $i ($init; if .e then $init else . end | if $i | length == 2 then setpath(["e"]; $i[0] | length == 0) | setpath(["x"] + $i[0]; $i[1]) else setpath(["e"]; $i[0] | length == 1) end; if .e then .x else empty end);
def truncate_stream(stream): . as $n | null | stream | . as $input | if (.[0] | length) > $n then setpath([0]; .[0][$n:]) else empty end;
def halt_error: halt_error(5);
def todateiso8601: strftime("%Y-%m-%dT%H:%M:%SZ");
def fromdateiso8601: strptime("%Y-%m-%dT%H:%M:%SZ") | mktime;
def dateiso8601: todateiso8601;
def _assign(paths; $value): reduce path(paths) as $p (.; setpath($p; $value));
def _modify(paths; update): reduce path(paths) as $p (.; label $out | (setpath($p; getpath($p) | update) | ., break $out), delpaths([$p]));
def ltrimstr($x): if type == "string" and ($x | type == "string") and startswith($x) then .[($x | length):] else . end;
def rtrimstr($x): if type == "string" and ($x | type == "string") and endswith($x) and ($x | length) > 0 then .[:length - ($x | length)] else . end;
"""
