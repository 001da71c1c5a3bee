# shuf: errors, and outputs whose randomness is sorted away or cannot show.

#### shuf -i 5-3
shuf -i 5-3; echo "s=$?"

#### shuf -i x
shuf -i x; echo "s=$?"

#### shuf -e -i 1-2
shuf -e -i 1-2; echo "s=$?"

#### shuf -n x -e a
shuf -n x -e a; echo "s=$?"

#### shuf -n 0 -e a
shuf -n 0 -e a; echo "s=$?"

#### shuf -i 1-3 a
shuf -i 1-3 a; echo "s=$?"

#### shuf nofile
shuf nofile; echo "s=$?"

#### shuf -i 1-0
shuf -i 1-0; echo "s=$?"

#### shuf -r -n 3 -i 1-1
shuf -r -n 3 -i 1-1; echo "s=$?"

#### shuf -e keeps every word
shuf -e a b c d | sort

#### shuf of a file keeps every line
## file: f
## | x
## | y
## | z
shuf f | sort

#### shuf -i keeps every number
shuf -i 1-20 | sort -n | tr '\n' ' '; echo

#### shuf -n limits the count
shuf -n 3 -i 1-100 | wc -l

#### shuf -r repeats
shuf -r -n 4 -e only

#### shuf -o writes a file
shuf -o out -e one | cat; cat out
