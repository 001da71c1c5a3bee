# break and continue in subshells and loop conditions; type -p and friends on builtins.

#### continue inside a subshell in a loop
for i in 1 2 3; do
  ( if [ $i = 2 ]; then continue; fi; echo "sub $i" )
  echo "after $i"
done

#### break inside a subshell in a loop
for i in 1 2; do
  ( break; echo never )
  echo "loop $i rc=$?"
done

#### continue in a subshell outside any loop
( continue; echo "in sub" )
echo "rc=$?"

#### break inside a nested while condition
for i in 1 2 3; do
  while break; do echo never; done
  echo "i=$i"
done

#### break 2 inside a while condition
for i in 1 2 3; do
  while break 2; do echo never; done
  echo "never $i"
done
echo done

#### continue inside a while condition moves to the next outer iteration with a count
for i in a b; do
  while continue 2; do echo never; done
  echo "never $i"
done
echo "end $i"

#### break inside an if condition in a loop
for i in 1 2; do
  if break; then echo never; fi
done
echo "i=$i"

#### break in a pipeline stage in a loop
for i in 1 2; do
  echo x | break
  echo "i=$i"
done

#### type -p of a builtin
type -p echo
echo "rc=$?"

#### type -p of a keyword and a function
f() { :; }
type -p if f
echo "rc=$?"

#### type -P of a builtin with a program of that name
type -P echo
echo "rc=$?"

#### type -p of a program and a missing name
type -p ls nosuchcmd_zz
echo "rc=$?"

#### type -t of several kinds
f() { :; }
alias al=echo
type -t f if echo ls nosuchcmd_zz
echo "rc=$?"
