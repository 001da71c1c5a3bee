# sort: orderings (-n -g -h -M -V -f -d -i -b -r), keys, -t, -s, -u, -z, -c/-C, -m, -o and the errors.

#### sort / 0
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort; echo "s=$?"

#### sort -r / 1
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -r; echo "s=$?"

#### sort -n / 2
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -n; echo "s=$?"

#### sort -nr / 3
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -nr; echo "s=$?"

#### sort -f / 4
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -f; echo "s=$?"

#### sort -u / 5
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -u; echo "s=$?"

#### sort -fu / 6
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -fu; echo "s=$?"

#### sort -k2 / 7
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -k2; echo "s=$?"

#### sort -k2n / 8
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -k2n; echo "s=$?"

#### sort -k2,2n -k1,1 / 9
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -k2,2n -k1,1; echo "s=$?"

#### sort -b / 10
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -b; echo "s=$?"

#### sort -d / 11
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -d; echo "s=$?"

#### sort -s -k1,1 / 12
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -s -k1,1; echo "s=$?"

#### sort -t, -k2n / 13
printf 'b,2,x\na,10,y\nc,1,z\na,2,w\nb,10,v\n' | sort -t, -k2n; echo "s=$?"

#### sort -t, -k2,2n -k1,1r / 14
printf 'b,2,x\na,10,y\nc,1,z\na,2,w\nb,10,v\n' | sort -t, -k2,2n -k1,1r; echo "s=$?"

#### sort -t, -k3 / 15
printf 'b,2,x\na,10,y\nc,1,z\na,2,w\nb,10,v\n' | sort -t, -k3; echo "s=$?"

#### sort -t, -k1,1 -u / 16
printf 'b,2,x\na,10,y\nc,1,z\na,2,w\nb,10,v\n' | sort -t, -k1,1 -u; echo "s=$?"

#### sort -t, -k2nr -s / 17
printf 'b,2,x\na,10,y\nc,1,z\na,2,w\nb,10,v\n' | sort -t, -k2nr -s; echo "s=$?"

#### sort -h / 18
printf '1K\n2M\n500\n1G\n3k\n-2K\n\n' | sort -h; echo "s=$?"

#### sort -hr / 19
printf '1K\n2M\n500\n1G\n3k\n-2K\n\n' | sort -hr; echo "s=$?"

#### sort -V / 20
printf 'v1.10\nv1.2\nv1.9\nv2.0\nv1.2a\nv1.2~rc1\n1.0.0\nfile10.txt\nfile2.txt\n' | sort -V; echo "s=$?"

#### sort -M / 21
printf 'JAN 3\nfeb 1\n  Dec 5\nxyz 0\nMar 2\n' | sort -M; echo "s=$?"

#### sort -g / 22
printf '3.5e2\n1e3\nnan\n-inf\nfoo\n0x10\n2\n' | sort -g; echo "s=$?"

#### sort -gr / 23
printf '3.5e2\n1e3\nnan\n-inf\nfoo\n0x10\n2\n' | sort -gr; echo "s=$?"

#### sort -c / 24
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -c; echo "s=$?"

#### sort -C / 25
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -C; echo "s=$?"

#### sort -c / 26
printf 'a\nb\nc\n' | sort -c; echo "s=$?"

#### sort -cu / 27
printf 'a\na\n' | sort -cu; echo "s=$?"

#### sort -k1.2 / 28
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -k1.2; echo "s=$?"

#### sort -k1.2,1.3 / 29
printf 'banana 3\napple 10\ncherry 2\nApple 1\nbanana 1\n\n  date 7\n10\n9\n-1\n1.5\nabc\n' | sort -k1.2,1.3; echo "s=$?"

#### sort -k2b / 30
printf 'x  b\ny a\nz   c\n' | sort -k2b; echo "s=$?"

#### sort -k 2 / 31
printf 'x  b\ny a\nz   c\n' | sort -k 2; echo "s=$?"

#### sort -t: -k3n / 32
printf 'a:b:3\nc:d:1\ne:f:2\n' | sort -t: -k3n; echo "s=$?"

#### sort -z / 33
printf 'b\000a\000c\000' | sort -z; echo "s=$?"

#### sort -n / 34
printf '10\n9\n100\n-5\n0\n-0\n+3\n3\n' | sort -n; echo "s=$?"

#### sort -u -n / 35
printf '1\n01\n1.0\n2\n' | sort -u -n; echo "s=$?"

#### sort -ru / 36
printf 'a\nb\na\n' | sort -ru; echo "s=$?"

#### sort -t ab / 37
printf 'x\n' | sort -t ab; echo "s=$?"

#### sort -k0 / 38
printf 'x\n' | sort -k0; echo "s=$?"

#### sort -n -g / 39
printf 'x\n' | sort -n -g; echo "s=$?"

#### sort --sort=numeric / 40
printf '10\n9\n' | sort --sort=numeric; echo "s=$?"

#### sort nonexistent / 41
printf '' | sort nonexistent; echo "s=$?"

#### sort -k1,1 -k2,2nr / 42
printf 'a 1\na 3\nb 2\na 2\n' | sort -k1,1 -k2,2nr; echo "s=$?"

#### sort -r -k1,1 -k2,2n / 43
printf 'a 1\na 3\nb 2\na 2\n' | sort -r -k1,1 -k2,2n; echo "s=$?"

#### sort / 44
printf 'no newline\nat end' | sort; echo "s=$?"

#### sort / 45
printf '' | sort; echo "s=$?"

#### sort -i / 46
printf 'a\001b\naa\n' | sort -i; echo "s=$?"

#### sort -n / 47
printf '1e3\n2\n' | sort -n; echo "s=$?"

#### sort -t '' -k1 / 48
printf 'x\n' | sort -t '' -k1; echo "s=$?"

#### sort -k2,1 / 49
printf 'b a\na b\n' | sort -k2,1; echo "s=$?"

#### sort -k1.0 / 50
printf 'x\n' | sort -k1.0; echo "s=$?"

#### sort -o out / 51
printf 'b\na\n' | sort -o out; echo "s=$?"

#### sort -m / 52
printf 'b\na\n' | sort -m; echo "s=$?"

#### sort -x / 53
printf '' | sort -x; echo "s=$?"

#### sort -f -k1,1 -u / 54
printf 'A x\na y\nB z\n' | sort -f -k1,1 -u; echo "s=$?"

#### sort -o writes the file
printf 'b\na\n' > f; sort -o f f; cat f

#### sort several files
printf 'b\nd\n' > x; printf 'a\nc\n' > y; sort x y

#### sort -m merges sorted files
printf 'a\nc\n' > x; printf 'b\nd\n' > y; sort -m x y

#### sort missing file
sort nofile; echo "s=$?"

#### sort big numeric input
seq 1 2000 | sort -rn | head -3

#### sort -k with -t and -n on a csv
printf 'x,10\ny,9\nz,100\n' | sort -t, -k2,2n

#### character ranges inside one field, with and without b, past the field's end
## file: k.txt
## | x  abcdef 1
## | y ab 2
## | z	abc	3
## | w
## | v  a
## | u abcdefgh
sort -k2.3,2.5 k.txt
sort -k2.2b,2.3b k.txt
sort -k2.2,2.3b k.txt
sort -k2.5,2.2 -s k.txt
sort -b -k2.2,2.3 k.txt
sort -t ' ' -k2.2,2.4 k.txt
sort -t ' ' -k2.2b,2.4b -s k.txt
sort -k2.7,2.9 -s k.txt
