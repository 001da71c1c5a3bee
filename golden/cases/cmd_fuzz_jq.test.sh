# jq: differences the family fuzzer (python -m fuzz.differential --family jq) found, recorded from jq 1.6.

#### an error on the left of // is not caught
jq -nc '(1, error("x")) // 2'
echo "status $?"
jq -nc '(null, error("x")) // 2'
echo "status $?"
jq -nc 'null | [.[] // 2]'
echo "status $?"
jq -nc 'try ((error("x")) // 1) catch "c"'
jq -nc '.a.b.c // 1'

#### if without else is a compile error in jq 1.6
jq -nc 'if 1 then 2 end'
echo "status $?"
jq -nc 'if 1 then 2 elif 3 then 4 end'
echo "status $?"

#### sort_by, group_by, min_by, max_by, min and max on what is not an array
for p in '{"a":[2,1]} | sort_by(.)' '{"a":[2,1]} | group_by(.)' '{"a":1} | min_by(.)' '"x" | max_by(.)' \
    'null | sort_by(.)' '5 | unique_by(.)' '{} | max' '"ab" | min' '{"a":"b"} | unique_by(length)'; do
  jq -nc "$p"
  echo "status $?"
done 2>&1

#### implode's errors, and what it makes of numbers that are not code points
for x in '[65,66]' '{"a":1}' '"x"' 'null' '[["a"]]' '[{"a":1}]' '[null]' '[1.5]' '[-1]' '[1114112]' '[55296]'; do
  echo "$x" | jq -c implode
  echo "status $?"
done 2>&1

#### @csv and @tsv on what is not an array
for x in 1 '{"a":1}' null '"x"' '[[1]]' '[{"a":1}]'; do
  echo "$x" | jq -r '@csv'
  echo "$x" | jq -r '@tsv'
done 2>&1

#### strftime needs all eight numbers of a broken-down time
for p in '[1] | todate' 'true | todate' '0 | todate' '[2020,0,1,0,0,0,0,0] | todate' '[[1]] | .[] | todate?'; do
  jq -nc "$p"
  echo "status $?"
done 2>&1

#### a raw slurp's error names the last file and its line count
## file: in.json
## | [0.1]
## file: two.txt
## | a
## | b
jq -c -R -s 'map(.)' in.json
jq -c -R -s 'error' in.json two.txt
echo "status $?"
