# nl, column (util-linux), join.

#### nl f1
## file: f1
## | apple
## | banana
## | cherry
nl f1; echo "s=$?"

#### nl <<< a\n\\:\\:\\:\nh\n\\:\\:\nb\n\n\\:\nf\n
printf 'a\n\\:\\:\\:\nh\n\\:\\:\nb\n\n\\:\nf\n' | nl; echo "s=$?"

#### nl -v 10 -i 5 <<< a\nb\n
printf 'a\nb\n' | nl -v 10 -i 5; echo "s=$?"

#### nl -ba -l 2 <<< a\n\n\n\nb\n
printf 'a\n\n\n\nb\n' | nl -ba -l 2; echo "s=$?"

#### nl -bpfoo <<< foo\nbar\nfoo2\n
printf 'foo\nbar\nfoo2\n' | nl -bpfoo; echo "s=$?"

#### nl -w 2 -s '' f1
## file: f1
## | apple
## | banana
## | cherry
nl -w 2 -s '' f1; echo "s=$?"

#### nl -n x f1
## file: f1
## | apple
## | banana
## | cherry
nl -n x f1; echo "s=$?"

#### nl -b x f1
## file: f1
## | apple
## | banana
## | cherry
nl -b x f1; echo "s=$?"

#### nl nofile
nl nofile; echo "s=$?"

#### nl -hn -fa -ba -d XY <<< a\n
printf 'a\n' | nl -hn -fa -ba -d XY; echo "s=$?"

#### nl -nln f1
## file: f1
## | apple
## | banana
## | cherry
nl -nln f1; echo "s=$?"

#### nl -nrz f1
## file: f1
## | apple
## | banana
## | cherry
nl -nrz f1; echo "s=$?"

#### nl -ba <<< a\n\nb\n
printf 'a\n\nb\n' | nl -ba; echo "s=$?"

#### nl nonl
## file-nonl: nonl
## | x
## | y
nl nonl; echo "s=$?"

#### nl f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
nl f1 f2; echo "s=$?"

#### nl -p <<< a\n\\:\\:\\:\nb\n
printf 'a\n\\:\\:\\:\nb\n' | nl -p; echo "s=$?"

#### column -t <<< a b c\nlong-entry x\n
printf 'a b c\nlong-entry x\n' | column -t; echo "s=$?"

#### column -t -s: <<< a:b\nccc:d\n
printf 'a:b\nccc:d\n' | column -t -s:; echo "s=$?"

#### column -t -s: -o ' | ' <<< a:b\nccc:d\n
printf 'a:b\nccc:d\n' | column -t -s: -o ' | '; echo "s=$?"

#### column -t <<< a b\n\nc d\n
printf 'a b\n\nc d\n' | column -t; echo "s=$?"

#### column -t csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
column -t csv; echo "s=$?"

#### column -t -s, csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
column -t -s, csv; echo "s=$?"

#### column f1
## file: f1
## | apple
## | banana
## | cherry
column f1; echo "s=$?"

#### column -c 20 f1
## file: f1
## | apple
## | banana
## | cherry
column -c 20 f1; echo "s=$?"

#### column -t -R 2 <<< a 1\nbb 22\n
printf 'a 1\nbb 22\n' | column -t -R 2; echo "s=$?"

#### column -t -N A,B <<< x y\n
printf 'x y\n' | column -t -N A,B; echo "s=$?"

#### join j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join j1 j2; echo "s=$?"

#### join -a1 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -a1 j1 j2; echo "s=$?"

#### join -v2 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -v2 j1 j2; echo "s=$?"

#### join -o 1.1,2.2 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -o 1.1,2.2 j1 j2; echo "s=$?"

#### join -e X -a1 -o 0,2.2 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -e X -a1 -o 0,2.2 j1 j2; echo "s=$?"

#### join -a1 -a2 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -a1 -a2 j1 j2; echo "s=$?"

#### join -v1 -v2 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -v1 -v2 j1 j2; echo "s=$?"

#### join -j 1 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -j 1 j1 j2; echo "s=$?"

#### join -1 2 -2 1 <<< 
printf '' | join -1 2 -2 1; echo "s=$?"

#### join f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
join f1 f2; echo "s=$?"

#### join dup f1
## file: f1
## | apple
## | banana
## | cherry
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
join dup f1; echo "s=$?"

#### join --nocheck-order dup f1
## file: f1
## | apple
## | banana
## | cherry
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
join --nocheck-order dup f1; echo "s=$?"

#### join j1
## file: j1
## | 1 a
## | 2 b
## | 4 d
join j1; echo "s=$?"

#### join j1 j2 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join j1 j2 j2; echo "s=$?"

#### join -t, csv csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
join -t, csv csv; echo "s=$?"

#### join -i <<< 
printf '' | join -i; echo "s=$?"

#### join --header j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join --header j1 j2; echo "s=$?"

#### join -o 0 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -o 0 j1 j2; echo "s=$?"

#### join -o 3.1 j1 j2
## file: j1
## | 1 a
## | 2 b
## | 4 d
## file: j2
## | 1 x
## | 3 y
## | 4 z
join -o 3.1 j1 j2; echo "s=$?"
