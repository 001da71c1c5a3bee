# awk: gawk's arrays of arrays, PROCINFO["sorted_in"], typeof.

#### arrays of arrays: isarray, length, for-in and delete on a subarray
awk 'BEGIN { a[1][2] = 3; a[1][3] = 4; print isarray(a), isarray(a[1]), length(a[1]); for (k in a[1]) print k, a[1][k]; delete a[1][2]; print length(a[1]); delete a[1]; print length(a) }'

#### a subarray three levels deep and membership tests
awk 'BEGIN { a["x"]["y"]["z"] = "deep"; print a["x"]["y"]["z"]; print ("y" in a["x"]), ("q" in a["x"]), (("x", "y") in a) }'

#### an element used as a subarray after being a scalar
awk 'BEGIN { a[1] = 1; a[1][2] = 3 }'
echo "status $?"

#### a subarray used as a scalar
awk 'BEGIN { a[1][2] = 3; print a[1] }'
echo "status $?"

#### assigning to an element that holds a subarray
awk 'BEGIN { a[1][2] = 1; a[1] = 3 }'
echo "status $?"

#### a scalar element subscripted again
awk 'BEGIN { a[1][2] = 1; a[1][2][3] = 1 }'
echo "status $?"

#### a subarray passed to a function and split into one
awk 'function fill(x) { x[7] = "seven" } BEGIN { a[1][2] = 1; fill(a[1]); print a[1][7]; n = split("p q r", a[3]); print n, a[3][2], length(a[5]), typeof(a[5]) }'

#### counting into a subarray
printf 'x a\ny b\nx c\nx a\n' | awk '{ n[$1][$2]++ } END { PROCINFO["sorted_in"] = "@ind_str_asc"; for (i in n) for (j in n[i]) print i, j, n[i][j] }'

#### sorted_in by index and by value
awk 'BEGIN { a["b"] = 1; a["a"] = 20; a["c"] = 3; a["10"] = 3; PROCINFO["sorted_in"] = "@ind_str_asc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"] = "@ind_str_desc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"] = "@val_num_asc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"] = "@val_num_desc"; for (k in a) printf "%s ", k; print "" }'

#### sorted_in by numeric index, value strings and types
awk 'BEGIN { a[10] = "x"; a[9] = "y"; a[100] = 5; a["z"] = "a"; PROCINFO["sorted_in"] = "@ind_num_asc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"] = "@val_str_asc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"] = "@val_type_asc"; for (k in a) printf "%s ", k; print "" }'

#### sorted_in with a user comparison function
awk 'function bylen(i1, v1, i2, v2) { if (length(i1) != length(i2)) return length(i1) - length(i2); return i1 < i2 ? -1 : i1 > i2 } BEGIN { a["ccc"]; a["a"]; a["bb"]; a["b"]; PROCINFO["sorted_in"] = "bylen"; for (k in a) print k }'
awk 'BEGIN { a[1]; PROCINFO["sorted_in"] = "nofunc"; for (k in a) print k }'
echo "status $?"

#### an unknown sorted_in method
awk 'BEGIN { a[1]; PROCINFO["sorted_in"] = "@nope_asc"; for (k in a) print k }'
echo "status $?"

#### typeof: strnum input, numbers, strings, regexps, arrays, untyped
printf '12 ab +4 1e3 .5 inf +inf\n' | awk '{ for (i = 1; i <= NF; i++) printf "%s:%s ", $i, typeof($i); print ""; x = $1; print typeof(x), typeof(x ""), typeof(x + 0), typeof(@/r/), typeof(u), typeof(arr[1]), typeof(arr) }'

#### PROCINFO essentials
awk 'BEGIN { print PROCINFO["version"], PROCINFO["FS"], PROCINFO["api_major"], PROCINFO["platform"], PROCINFO["strftime"]; FPAT = "x"; print PROCINFO["FS"]; FIELDWIDTHS = "1 2"; print PROCINFO["FS"]; FS = ","; print PROCINFO["FS"] }'

#### ARGV[0] is the name awk was called by
awk 'BEGIN { print ARGV[0] }'
gawk 'BEGIN { print ARGV[0] }'
