print(generatedAnswer)
