# expr (operators, precedence, regex matches, big integers, statuses), nice, nohup, factor, arch.

#### expr
expr; echo "s=$?"

#### expr 1 +
expr 1 +; echo "s=$?"

#### expr 1 + a
expr 1 + a; echo "s=$?"

#### expr 5 / 0
expr 5 / 0; echo "s=$?"

#### expr 1 2
expr 1 2; echo "s=$?"

#### expr abc : 'a\(.\)'
expr abc : 'a\(.\)'; echo "s=$?"

#### expr abc : 'a.*'
expr abc : 'a.*'; echo "s=$?"

#### expr length abc
expr length abc; echo "s=$?"

#### expr substr hello 2 3
expr substr hello 2 3; echo "s=$?"

#### expr index hello l
expr index hello l; echo "s=$?"

#### expr 3 '<' 10
expr 3 '<' 10; echo "s=$?"

#### expr a '<' b
expr a '<' b; echo "s=$?"

#### expr 0 '|' ''
expr 0 '|' ''; echo "s=$?"

#### expr '' '&' 1
expr '' '&' 1; echo "s=$?"

#### expr 7 % 3 '*' 2
expr 7 % 3 '*' 2; echo "s=$?"

#### expr -5 / 2
expr -5 / 2; echo "s=$?"

#### expr -7 % 3
expr -7 % 3; echo "s=$?"

#### expr 9223372036854775807 + 1
expr 9223372036854775807 + 1; echo "s=$?"

#### expr '(' 1 + 2 ')' '*' 3
expr '(' 1 + 2 ')' '*' 3; echo "s=$?"

#### expr match abc b
expr match abc b; echo "s=$?"

#### expr + length
expr + length; echo "s=$?"

#### expr 01 = 1
expr 01 = 1; echo "s=$?"

#### expr abc : '\(x\)'
expr abc : '\(x\)'; echo "s=$?"

#### expr 2 = 2
expr 2 = 2; echo "s=$?"

#### expr a '!=' b
expr a '!=' b; echo "s=$?"

#### expr 10 '>' 9
expr 10 '>' 9; echo "s=$?"

#### expr 10 '>' 9 (escaped in the script)
expr 10 '>' 9; echo "s=$?"

#### expr '(' 1 + 2
expr '(' 1 + 2; echo "s=$?"

#### expr 1 + '(' 2
expr 1 + '(' 2; echo "s=$?"

#### expr substr hello 0 2
expr substr hello 0 2; echo "s=$?"

#### expr abc : b
expr abc : b; echo "s=$?"

#### expr foo '|' bar
expr foo '|' bar; echo "s=$?"

#### expr 0 '&' bar
expr 0 '&' bar; echo "s=$?"

#### expr '' '|' ''
expr '' '|' ''; echo "s=$?"

#### expr 3 - -2
expr 3 - -2; echo "s=$?"

#### expr length
expr length; echo "s=$?"

#### expr -- 1 + 1
expr -- 1 + 1; echo "s=$?"

#### expr abc : '\(a\)\(b\)'
expr abc : '\(a\)\(b\)'; echo "s=$?"

#### expr 5 '*' 3
expr 5 '*' 3; echo "s=$?"

#### expr 1 = 1 = 1
expr 1 = 1 = 1; echo "s=$?"

#### nice
nice; echo "s=$?"

#### nice -n 5 echo hi
nice -n 5 echo hi; echo "s=$?"

#### nice nosuch
nice nosuch; echo "s=$?"

#### nice -n x true
nice -n x true; echo "s=$?"

#### nice -5 echo ok
nice -5 echo ok; echo "s=$?"

#### nice -n 3
nice -n 3; echo "s=$?"

#### nohup echo hi
nohup echo hi; echo "s=$?"

#### nohup nosuch
nohup nosuch; echo "s=$?"

#### nohup
nohup; echo "s=$?"

#### nohup --bogus
nohup --bogus; echo "s=$?"

#### factor 12 97 1
factor 12 97 1; echo "s=$?"

#### factor x
factor x; echo "s=$?"

#### factor <<< 36 100\n
printf '36 100\n' | factor; echo "s=$?"

#### factor 18446744073709551617
factor 18446744073709551617; echo "s=$?"

#### factor 600851475143 1000000007
factor 600851475143 1000000007; echo "s=$?"

#### factor 0
factor 0; echo "s=$?"

#### factor +8
factor +8; echo "s=$?"

#### arch
arch; echo "s=$?"
